import { zodResolver } from '@hookform/resolvers/zod';
import {
  ZSetGameMappingRequest,
  type AdminWalletProvider,
  type GameMapping,
} from '@wheelhouse/contracts/admin-providers';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, inputClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/error-message';
import { encodeMessage, showServerFieldErrors, zodIssueMessage } from '../../../lib/form-errors';
import { useSetGameMapping } from '../api/set-game-mapping';

interface MappingValues {
  walletProvider: string;
  externalGameId: string;
}

/** An empty select or box means "not connected"; the contract checks the rest. */
const ZMappingForm = z
  .object({ walletProvider: z.string(), externalGameId: z.string() })
  .transform((values) => ({
    walletProvider: values.walletProvider || null,
    externalGameId: values.externalGameId.trim() || null,
  }))
  .pipe(ZSetGameMappingRequest);

const FIELDS = ['walletProvider', 'externalGameId'] as const;

/** Points one catalogue game at a provider's game; both empty disconnects it. */
export function MappingForm({
  game,
  providers,
  onDone,
}: {
  game: GameMapping;
  providers: AdminWalletProvider[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetGameMapping();
  const form = useForm<MappingValues, unknown, z.output<typeof ZMappingForm>>({
    resolver: zodResolver(ZMappingForm, { error: zodIssueMessage }),
    defaultValues: {
      walletProvider: game.walletProvider ?? '',
      externalGameId: game.externalGameId ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({
        gameId: game.gameId,
        body: values,
      });
      toast.success(t('common.saved'));
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, FIELDS))
        form.setError('root.server', {
          type: 'server',
          message: encodeMessage({ key: 'common.raw', params: { text: errorMessage(t, error) } }),
        });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" data-testid="mapping-form">
      <Field label={t('providers.wallet_provider')} error={errors.walletProvider?.message}>
        <select className={inputClass} {...form.register('walletProvider')}>
          <option value="">{t('providers.not_connected')}</option>
          {providers.map((provider) => (
            <option key={provider.slug} value={provider.slug}>
              {provider.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        label={t('providers.external_game_id')}
        hint={t('providers.external_game_id_hint')}
        error={errors.externalGameId?.message}
      >
        <input className={inputClass} autoComplete="off" {...form.register('externalGameId')} />
      </Field>
      <div>
        <FieldMessage message={errors.root?.server?.message} />
        <Button type="submit" variant="primary" busy={isSubmitting}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
