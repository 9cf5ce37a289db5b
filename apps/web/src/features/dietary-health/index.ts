// The dietary health form's page loads through the router's lazy route; the on-the-go order form shares its pieces through these.
export { DietaryHealthPage } from './dietary-health-page.tsx';
export { AllergenChoicesField } from './allergen-choices-field.tsx';
export { CheckboxGroupField } from './checkbox-group-field.tsx';
export { toggleWithExclusiveNone } from './choice-toggle.ts';
export { withCrossFieldRules } from './cross-field-resolver.ts';
export { focusFirstError } from './focus-first-error.ts';
export { PUBLIC_FORM_TEXTS } from './public-form-texts.ts';
export { hasFieldErrors, sendFailureText } from './send-failure.ts';
