/** The svg-shape type's strings (namespace `elements`), in German (strings.ts has both languages). */
export const svgShapeStringsDe = {
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
};
