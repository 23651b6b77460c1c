import { zodResolver } from '@hookform/resolvers/zod';
import { GAME_LABEL_TYPES, ZCreateGameRequest, type AdminGame } from '@wheelhouse/contracts/games';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { ZCodeList } from '../../../lib/code-list';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useCreateGame } from '../api/create-game';
import { useGameCategories } from '../api/game-categories';
import { useGameProviders } from '../api/game-providers';
import { useUpdateGame } from '../api/update-game';

const shape = ZCreateGameRequest.shape;

/** The game form: the contract's fields, with the code lists typed into one box each. */
const ZGameForm = z.object({
  slug: shape.slug,
  title: shape.title,
  provider: shape.provider,
  categories: shape.categories.unwrap(),
  imageUrl: shape.imageUrl,
  labelType: z
    .string()
    .transform((value) => (value === '' ? null : value))
    .pipe(shape.labelType.unwrap()),
  blacklistCountries: ZCodeList.pipe(shape.blacklistCountries.unwrap()),
  blacklistCurrencies: ZCodeList.pipe(shape.blacklistCurrencies.unwrap()),
  rtp: shape.rtp,
  popularity: shape.popularity.unwrap(),
  rating: shape.rating.unwrap(),
  active: z.boolean(),
});
type GameFormValues = z.input<typeof ZGameForm>;
type GameFormOutput = z.output<typeof ZGameForm>;

const TEXTS = ['slug', 'title', 'imageUrl', 'rtp', 'rating'] as const;
const FIELDS = [
  ...TEXTS,
  'provider',
  'categories',
  'labelType',
  'blacklistCountries',
  'blacklistCurrencies',
  'popularity',
  'active',
] as const;

function defaults(game: AdminGame | undefined): GameFormValues {
  return {
    slug: game?.slug ?? '',
    title: game?.title ?? '',
    provider: game?.provider ?? '',
    categories: game?.categories ?? [],
    imageUrl: game?.imageUrl ?? '',
    labelType: game?.labelType ?? '',
    blacklistCountries: game?.blacklistCountries.join(', ') ?? '',
    blacklistCurrencies: game?.blacklistCurrencies.join(', ') ?? '',
    rtp: game?.rtp ?? '96',
    popularity: game?.popularity ?? 0,
    rating: game?.rating ?? '0',
    active: game?.active ?? true,
  };
}

/** Adds a game to the catalogue, or changes one; the server's field errors show under the fields. */
export function GameDialog({ game, onClose }: { game?: AdminGame; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateGame();
  const update = useUpdateGame();
  const providers = useGameProviders();
  const categories = useGameCategories();
  const form = useForm<GameFormValues, unknown, GameFormOutput>({
    resolver: zodResolver(ZGameForm, { error: zodIssueMessage }),
    defaultValues: defaults(game),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      if (game) await update.mutateAsync({ id: game.id, body });
      else await create.mutateAsync(body);
      toast.success(t(game ? 'common.saved' : 'content.game_created'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <Dialog
      title={game ? t('content.edit_game', { title: game.title }) : t('content.new_game')}
      onClose={onClose}
      testId="game-dialog"
    >
      <form
        onSubmit={submit}
        noValidate
        className="grid max-h-[75vh] gap-3 overflow-y-auto sm:grid-cols-2"
      >
        {TEXTS.map((name) => (
          <Field key={name} label={t(`content.game.${name}`)} error={errors[name]?.message}>
            <input className={inputClass} autoComplete="off" {...form.register(name)} />
          </Field>
        ))}
        <Field label={t('content.provider')} error={errors.provider?.message}>
          <select className={inputClass} {...form.register('provider')}>
            <option value="">{t('content.game.choose_provider')}</option>
            {providers.data?.items.map((provider) => (
              <option key={provider.value} value={provider.value}>
                {provider.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('content.game.labelType')} error={errors.labelType?.message}>
          <select className={inputClass} {...form.register('labelType')}>
            <option value="">{t('content.game.no_label')}</option>
            {GAME_LABEL_TYPES.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('content.game.popularity')} error={errors.popularity?.message}>
          <input
            type="number"
            min={0}
            className={inputClass}
            {...form.register('popularity', { valueAsNumber: true })}
          />
        </Field>
        <fieldset className="flex flex-col gap-1 sm:col-span-2">
          <legend className="text-xs font-medium text-slate-300">{t('content.categories')}</legend>
          <div className="flex flex-wrap gap-3">
            {categories.data?.items.map((category) => (
              <label key={category.value} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={category.value} {...form.register('categories')} />
                {category.titles.en ?? category.value}
              </label>
            ))}
          </div>
          <FieldMessage message={errors.categories?.message} />
        </fieldset>
        <Field
          label={t('content.game.blacklistCountries')}
          hint={t('content.game.codes_hint')}
          error={errors.blacklistCountries?.message}
        >
          <input
            className={inputClass}
            autoComplete="off"
            {...form.register('blacklistCountries')}
          />
        </Field>
        <Field
          label={t('content.game.blacklistCurrencies')}
          hint={t('content.game.codes_hint')}
          error={errors.blacklistCurrencies?.message}
        >
          <input
            className={inputClass}
            autoComplete="off"
            {...form.register('blacklistCurrencies')}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm sm:col-span-2">
          <input type="checkbox" {...form.register('active')} />
          {t('payments.active')}
        </label>
        <div className="flex flex-col items-start gap-2 sm:col-span-2">
          <FieldMessage message={errors.root?.server?.message} />
          <Button type="submit" variant="primary" busy={isSubmitting}>
            {t(game ? 'common.save' : 'content.create_game')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
