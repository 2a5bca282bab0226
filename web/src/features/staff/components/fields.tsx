/** The form controls live in ui/fields.tsx, shared with the public forms. */
export * from '../../../ui/fields';
