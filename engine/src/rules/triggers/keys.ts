/** The event keys the runtime files rules under (one map lookup per event). */
export const elementKey = (elementId: string, trigger: string) => `e:${elementId}:${trigger}`;
export const sceneToKey = (sceneId: string) => `s>${sceneId}`;
export const sceneFromKey = (sceneId: string) => `s<${sceneId}`;
export const variableKey = (variableId: string) => `v:${variableId}`;
export const hintKey = (targetId: string) => `h:${targetId}`;
