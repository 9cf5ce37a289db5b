/**
 * What the public forms (the dietary health form, the on-the-go order) say besides the documented
 * messages (docs/product/forms.md), which are in @commons/domain and the contract's schemas and never retyped here.
 */
export const PUBLIC_FORM_TEXTS = {
  requiredNote: 'Fields marked * are required.',
  submit: 'Submit',
  submitting: 'Sending...',
  allergies: 'Allergies',
  otherAllergies: 'Other allergies',
  otherAllergiesHint: 'Name each one, separated by commas.',
  yes: 'Yes',
  no: 'No',
} as const;
