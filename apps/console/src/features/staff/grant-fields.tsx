import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { CheckboxGroupField } from '@commons/ui/form/checkbox-group-field.tsx';
import { SelectField } from '@commons/ui/form/select-field.tsx';
import { ROLE_HELP, ROLE_NAMES, SITE_ROLES, type SiteRole } from './role-words.ts';
import type { GrantFieldValues } from './grant-form.ts';

interface GrantFieldsProps<T extends GrantFieldValues & FieldValues, Out> {
  control: Control<T, unknown, Out>;
  locations: readonly { id: number; name: string }[] | undefined;
  /** Why the locations are missing, when their list could not be loaded. */
  locationsProblem: string | null;
}

const roleOptions = SITE_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

/** The role, and what it needs: the locations of a location manager, the health forms of service desk. */
export function GrantFields<T extends GrantFieldValues & FieldValues, Out>({ control, locations, locationsProblem }: GrantFieldsProps<T, Out>) {
  const role = useWatch({ control, name: 'role' as Path<T> }) as SiteRole;
  return (
    <>
      <SelectField control={control} name={'role' as Path<T>} label="Role" hint={ROLE_HELP[role]} options={roleOptions} isRequired />
      {role === 'location_manager' ? (
        locations === undefined ? (
          <p className="field-note" role="status">
            {locationsProblem ?? 'Loading the locations…'}
          </p>
        ) : (
          <CheckboxGroupField
            control={control}
            name={'location_ids' as Path<T>}
            label="Locations"
            hint="Choose at least one location this person manages."
            options={locations.map((location) => ({ value: String(location.id), label: location.name }))}
            isRequired
          />
        )
      ) : null}
      {role === 'service_desk' ? (
        <CheckboxField control={control} name={'health_data' as Path<T>} label="May read dietary health forms" hint="Health forms hold students’ medical details: give this only to those who handle them." />
      ) : null}
    </>
  );
}
