import {
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import type { BonusTemplateInput } from '@wheelhouse/contracts/bonuses';
import type { TemplateFormValues } from '../model/template-form';

/**
 * The wagering weights per game or category (percent of a stake that counts; 0 excludes). The
 * first row naming a bet's game wins, then its category; unnamed ones keep the defaults.
 */
export function GamesWagersFields({
  control,
  register,
  errors,
}: {
  control: Control<TemplateFormValues, unknown, BonusTemplateInput>;
  register: UseFormRegister<TemplateFormValues>;
  errors: FieldErrors<TemplateFormValues>['gamesWagers'];
}) {
  const { t } = useTranslation();
  const rows = useFieldArray({ control, name: 'gamesWagers' });
  return (
    <fieldset className="flex flex-col gap-3" data-testid="games-wagers">
      <legend className="mb-1 font-semibold">{t('bonuses.weights.title')}</legend>
      <p className="text-xs text-slate-400">{t('bonuses.weights.hint')}</p>
      {rows.fields.length === 0 && (
        <p className="text-sm text-slate-400">{t('bonuses.weights.none')}</p>
      )}
      {rows.fields.map((row, index) => (
        <div
          key={row.id}
          className="grid items-end gap-2 rounded-md bg-slate-900 p-3 sm:grid-cols-[10rem_1fr_8rem_auto]"
          data-testid="weight-row"
        >
          <Field label={t('bonuses.weights.kind')} error={errors?.[index]?.kind?.message}>
            <select className={inputClass} {...register(`gamesWagers.${index}.kind`)}>
              <option value="game">{t('bonuses.weights.kinds.game')}</option>
              <option value="category">{t('bonuses.weights.kinds.category')}</option>
            </select>
          </Field>
          <Field
            label={t('bonuses.weights.value')}
            hint={t('bonuses.weights.value_hint')}
            error={errors?.[index]?.value?.message}
          >
            <input className={inputClass} {...register(`gamesWagers.${index}.value`)} />
          </Field>
          <Field label={t('bonuses.weights.weight')} error={errors?.[index]?.weight?.message}>
            <input
              type="number"
              min={0}
              max={100}
              className={inputClass}
              {...register(`gamesWagers.${index}.weight`, { valueAsNumber: true })}
            />
          </Field>
          <Button
            variant="ghost"
            onClick={() => rows.remove(index)}
            aria-label={t('bonuses.weights.remove', { index: index + 1 })}
          >
            {t('bonuses.weights.remove_short')}
          </Button>
        </div>
      ))}
      <div>
        <Button onClick={() => rows.append({ kind: 'game', value: '', weight: 100 })}>
          {t('bonuses.weights.add')}
        </Button>
      </div>
    </fieldset>
  );
}
