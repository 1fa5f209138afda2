/** The svg-shape type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const svgShapeStringsEn = {
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
};
