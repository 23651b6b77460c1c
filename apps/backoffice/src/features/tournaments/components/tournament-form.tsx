import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORTED_LOCALES } from '@wheelhouse/contracts/locales';
import type { AdminTournament } from '@wheelhouse/contracts/tournaments';
import { Fragment } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSaveTournament } from '../api/tournaments';
import {
  TOURNAMENT_FIELDS,
  tournamentBody,
  tournamentFormValues,
  ZTournamentForm,
  type TournamentFormOutput,
  type TournamentFormValues,
} from '../model/tournament-form';

const SCORINGS = ['turnover', 'total_win', 'best_multiplier', 'bets'] as const;

/** Creates a tournament, or edits one that has not finished (every field), in a modal. */
export function TournamentDialog({
  tournament,
  onClose,
}: {
  tournament: AdminTournament | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={tournament ? t('tournaments.edit', { id: tournament.id }) : t('tournaments.new')}
      onClose={onClose}
      testId="tournament-dialog"
    >
      <TournamentForm tournament={tournament} onSaved={onClose} />
    </Dialog>
  );
}

/**
 * The tournament form: creates one, or edits one that has not finished (every field). A finished
 * or cancelled one is shown read-only (the server refuses changes to it).
 */
export function TournamentForm({
  tournament,
  onSaved,
  readOnly = false,
}: {
  tournament: AdminTournament | undefined;
  /** After a save (the dialog closes; the page stays). */
  onSaved?: () => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveTournament();
  const form = useForm<TournamentFormValues, unknown, TournamentFormOutput>({
    resolver: zodResolver(ZTournamentForm, { error: zodIssueMessage }),
    defaultValues: tournamentFormValues(tournament),
  });
  const prizes = useFieldArray({ control: form.control, name: 'prizes' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const body = tournamentBody(values, tournament?.descriptions);
    try {
      if (tournament) {
        const { buyIn: _buyIn, ...patch } = body;
        await save.mutateAsync({ id: tournament.id, body: patch });
      } else await save.mutateAsync({ id: undefined, body });
      toast.success(t(tournament ? 'common.saved' : 'tournaments.created'));
      onSaved?.();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, TOURNAMENT_FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="tournament-form">
      {/* min-w-0: a fieldset is as wide as its content by default, too wide at 390 px. */}
      <fieldset disabled={readOnly} className="grid min-w-0 gap-3 sm:grid-cols-2">
        {SUPPORTED_LOCALES.map((locale) => {
          const language = t(`tournaments.languages.${locale}`);
          return (
            <Fragment key={locale}>
              <Field
                label={t('tournaments.fields.name', { language })}
                error={errors.texts?.[locale]?.name?.message}
              >
                <input
                  className={inputClass}
                  autoComplete="off"
                  lang={locale}
                  {...form.register(`texts.${locale}.name`)}
                />
              </Field>
              <Field
                label={t('tournaments.fields.description', { language })}
                error={errors.texts?.[locale]?.description?.message}
              >
                <textarea
                  rows={2}
                  className={inputClass}
                  lang={locale}
                  {...form.register(`texts.${locale}.description`)}
                />
              </Field>
            </Fragment>
          );
        })}
        <Field label={t('tournaments.fields.startsAt')} error={errors.startsAt?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('startsAt')} />
        </Field>
        <Field label={t('tournaments.fields.endsAt')} error={errors.endsAt?.message}>
          <input type="datetime-local" className={inputClass} {...form.register('endsAt')} />
        </Field>
        <Field label={t('tournaments.fields.scoring')} error={errors.scoring?.message}>
          <select className={inputClass} {...form.register('scoring')}>
            {SCORINGS.map((scoring) => (
              <option key={scoring} value={scoring}>
                {t(`tournaments.scoring.${scoring}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('tournaments.fields.entry')} error={errors.entry?.message}>
          <select className={inputClass} {...form.register('entry')}>
            <option value="opt_in">{t('tournaments.entry.opt_in')}</option>
            <option value="auto">{t('tournaments.entry.auto')}</option>
          </select>
        </Field>
        <Field label={t('tournaments.fields.minBet')} error={errors.minBet?.message}>
          <input inputMode="decimal" className={inputClass} {...form.register('minBet')} />
        </Field>
        <Field
          label={t('tournaments.fields.buyIn')}
          hint={tournament ? t('tournaments.buy_in_fixed') : t('tournaments.buy_in_hint')}
          error={errors.buyIn?.message}
        >
          <input
            inputMode="decimal"
            readOnly={Boolean(tournament)}
            className={inputClass}
            {...form.register('buyIn')}
          />
        </Field>
        <Field
          label={t('tournaments.fields.gameIds')}
          hint={t('tournaments.games_hint')}
          error={errors.gameIds?.message}
        >
          <input className={inputClass} autoComplete="off" {...form.register('gameIds')} />
        </Field>
        <Field
          label={t('tournaments.fields.categories')}
          hint={t('tournaments.categories_hint')}
          error={errors.categories?.message}
        >
          <input className={inputClass} autoComplete="off" {...form.register('categories')} />
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" {...form.register('vipPlayersOnly')} />
          {t('tournaments.fields.vipPlayersOnly')}
        </label>

        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="text-sm font-semibold text-slate-200">
            {t('tournaments.fields.prizes')}
          </legend>
          {prizes.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid grid-cols-2 items-end gap-2 sm:grid-cols-5"
              data-testid="prize-row"
            >
              <Field
                label={t('tournaments.fields.rank')}
                error={errors.prizes?.[index]?.rank?.message}
              >
                <input
                  type="number"
                  min={1}
                  className={inputClass}
                  {...form.register(`prizes.${index}.rank`, { valueAsNumber: true })}
                />
              </Field>
              <Field
                label={t('tournaments.fields.prizeAmount')}
                error={errors.prizes?.[index]?.amount?.message}
              >
                <input
                  inputMode="decimal"
                  className={inputClass}
                  {...form.register(`prizes.${index}.amount`)}
                />
              </Field>
              <Field label={t('tournaments.fields.balanceType')}>
                <select className={inputClass} {...form.register(`prizes.${index}.balanceType`)}>
                  <option value="main">{t('tournaments.balance.main')}</option>
                  <option value="bonus">{t('tournaments.balance.bonus')}</option>
                </select>
              </Field>
              <Field
                label={t('tournaments.fields.wagerMultiplier')}
                error={errors.prizes?.[index]?.wagerMultiplier?.message}
              >
                <input
                  inputMode="decimal"
                  className={inputClass}
                  {...form.register(`prizes.${index}.wagerMultiplier`)}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                disabled={prizes.fields.length <= 1}
                onClick={() => prizes.remove(index)}
                aria-label={t('tournaments.remove_prize', { rank: index + 1 })}
              >
                {t('tournaments.remove')}
              </Button>
            </div>
          ))}
          <FieldMessage message={errors.prizes?.message ?? errors.prizes?.root?.message} />
          <Button
            type="button"
            className="self-start"
            disabled={prizes.fields.length >= 100}
            onClick={() =>
              prizes.append({
                rank: prizes.fields.length + 1,
                amount: '10',
                balanceType: 'main',
                wagerMultiplier: '0',
              })
            }
          >
            {t('tournaments.add_prize')}
          </Button>
        </fieldset>

        {readOnly ? null : (
          <div className="flex flex-col items-start gap-2 sm:col-span-2">
            <FieldMessage message={errors.root?.server?.message} />
            <Button type="submit" variant="primary" busy={isSubmitting}>
              {t(tournament ? 'common.save' : 'tournaments.create')}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
