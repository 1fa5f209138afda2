export const svgShapeStrings = {
  de: {
    label: "Form",
    fields: {
      shape: {
        label: "Form",
        options: {
          rectangle: "Rechteck",
          ellipse: "Ellipse",
          "isosceles-triangle": "Gleichschenkliges Dreieck",
          "right-triangle": "Rechtwinkliges Dreieck",
          diamond: "Raute",
          pentagon: "Fünfeck",
          hexagon: "Sechseck",
          star: "Stern",
          arrow: "Pfeil",
        },
      },
    },
    properties: {},
    triggers: {},
    actions: {},
  },
  en: {
    label: "Shape",
    fields: {
      shape: {
        label: "Shape",
        options: {
          rectangle: "Rectangle",
          ellipse: "Ellipse",
          "isosceles-triangle": "Isosceles triangle",
          "right-triangle": "Right triangle",
          diamond: "Diamond",
          pentagon: "Pentagon",
          hexagon: "Hexagon",
          star: "Star",
          arrow: "Arrow",
        },
      },
    },
    properties: {},
    triggers: {},
    actions: {},
  },
};
