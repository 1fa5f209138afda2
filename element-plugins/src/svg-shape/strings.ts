export const svgShapeStrings = {
  de: {
    label: "Form",
    shape: {
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
  en: {
    label: "Shape",
    shape: {
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
};
