/** The DOM id of a modal variant's dialog, shared by the dialog and its triggers. */
export const modalId = (key: string) => `modal-${key}`;
