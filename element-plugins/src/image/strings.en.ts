/** The image type's strings (namespace `elements`), in English (strings.ts has both languages). */
export const imageStringsEn = {
  label: "Image",
  empty: "No image chosen yet",
  failed: "The image could not be loaded.",
  fields: {
    src: { label: "Image" },
    alt: {
      label: "Alternative text",
      help: "Describes the image for screen readers. Leave empty if the image is decorative.",
    },
    fit: {
      label: "Fit",
      options: { contain: "Show whole", cover: "Fill", fill: "Stretch" },
    },
  },
  properties: {},
  triggers: {},
  actions: {},
};
