import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DISH_HELP, DISH_NUTRIENTS, consoleEndpoints, dishNutrientLabel, type ConsoleDish, type DishVocabulary } from '@commons/contract/console';
import { applyServerErrors } from '@commons/ui/form/apply-server-errors.ts';
import { CheckboxField } from '@commons/ui/form/checkbox-field.tsx';
import { CheckboxGroupField } from '@commons/ui/form/checkbox-group-field.tsx';
import { FormAlert } from '@commons/ui/form/form-alert.tsx';
import { TextareaField } from '@commons/ui/form/textarea-field.tsx';
import { TextField } from '@commons/ui/form/text-field.tsx';
import { ModalDialog } from '@commons/ui/modal-dialog.tsx';
import { notify } from '@commons/ui/toast.ts';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { ConflictAlert } from '../settings/index.ts';
import { DISH_FIELDS, dishResolver, dishValuesOf, type DishBody, type DishValues } from './dish-form.ts';
import { NutritionPreview } from './nutrition-preview.tsx';

interface DishDialogProps {
  siteId: number;
  /** The dish to change, or null for a new one. */
  dish: ConsoleDish | null;
  vocabulary: DishVocabulary;
  onDone: (dish: ConsoleDish) => void;
  onClose: () => void;
  /** Reads the dish again (after a 409); answers it, or null when that failed. */
  onReload: (id: number) => Promise<ConsoleDish | null>;
}

const optionsOf = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/**
 * Adding or changing a dish, in a dialog: what it is, what it contains and may contain, its labels
 * and its nutrients, with the Nutrition Facts panel previewed as students will see it. The
 * server's food-safety rules answer with a message on each field they refuse.
 */
export function DishDialog({ siteId, dish, vocabulary, onDone, onClose, onReload }: DishDialogProps) {
  const [current, setCurrent] = useState(dish);
  const form = useForm<DishValues, unknown, DishBody>({ resolver: dishResolver(current?.version ?? null), defaultValues: dishValuesOf(dish) });
  const watched = useWatch({ control: form.control });
  const [conflict, setConflict] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const labels = [...new Set([...vocabulary.labels, ...(current?.labels ?? [])])];

  const submit = form.handleSubmit(async (body) => {
    setConflict(null);
    try {
      const answer = current
        ? await api(consoleEndpoints.putConsoleDish, { params: { site_id: siteId, dish_id: current.id }, body: body as never })
        : await api(consoleEndpoints.postConsoleDish, { params: { site_id: siteId }, body: body as never });
      notify(current ? 'Dish saved.' : 'Dish added.');
      onDone(answer.dish);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.errors.version !== undefined) setConflict(error.message);
      else applyServerErrors(form, error, DISH_FIELDS);
    }
  });

  const reload = async () => {
    if (isReloading || !current) return;
    setIsReloading(true);
    const fresh = await onReload(current.id);
    setIsReloading(false);
    if (!fresh) return;
    setCurrent(fresh);
    form.reset(dishValuesOf(fresh));
    setConflict(null);
  };

  return (
    <ModalDialog title={dish ? `Change ${dish.name}` : 'New dish'} onClose={onClose} className="dish-dialog">
      <form onSubmit={(event) => (form.formState.isSubmitting ? event.preventDefault() : void submit(event))} noValidate aria-label={dish ? 'Change the dish' : 'New dish'}>
        <FormAlert control={form.control} />
        {conflict ? <ConflictAlert message={conflict} onReload={() => void reload()} isReloading={isReloading} /> : null}
        <div className="dish-form">
          <div className="dish-form__fields">
            <TextField control={form.control} name="name" label="Name" hint={DISH_HELP.name} isRequired />
            <TextareaField control={form.control} name="description" label="Description" hint={DISH_HELP.description} rows={2} />
            <TextField control={form.control} name="portion" label="Portion" hint={DISH_HELP.portion} />
            <TextField control={form.control} name="calories" label="Calories" hint={DISH_HELP.calories} inputMode="numeric" />
            <TextareaField control={form.control} name="ingredients" label="Ingredients" hint={DISH_HELP.ingredients} rows={3} />
            <CheckboxField control={form.control} name="allergens_known" label="Allergens known" hint={DISH_HELP.allergens} />
            {watched.allergens_known ? <CheckboxGroupField control={form.control} name="allergens" label="Contains" options={optionsOf(vocabulary.allergens)} /> : null}
            <CheckboxGroupField control={form.control} name="may_contain" label="May contain" hint={DISH_HELP.may_contain} options={optionsOf(vocabulary.allergens)} />
            <CheckboxGroupField control={form.control} name="labels" label="Labels" hint={DISH_HELP.labels} options={optionsOf(labels)} />
            <fieldset className="dish-form__nutrients">
              <legend>Nutrients per serving</legend>
              <p className="form-field__hint">{DISH_HELP.nutrients}</p>
              {DISH_NUTRIENTS.map((key) => {
                const { name, unit } = dishNutrientLabel(key);
                return <TextField key={key} control={form.control} name={`nutrients.${key}`} label={`${name} (${unit})`} />;
              })}
            </fieldset>
          </div>
          <NutritionPreview portion={watched.portion ?? ''} calories={watched.calories ?? ''} nutrients={watched.nutrients ?? {}} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
            {form.formState.isSubmitting ? 'Saving…' : dish ? 'Save the dish' : 'Add the dish'}
          </button>
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
