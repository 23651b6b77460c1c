import {
  ZCreateWalletProviderRequest,
  ZUpdateWalletProviderRequest,
  ZWalletSignature,
} from '@wheelhouse/contracts/admin-providers';
import { z } from 'zod';

/** What the inputs hold; the schemas below map them onto the contracts, which check them. */
const ZInputs = z.object({
  slug: z.string(),
  name: z.string(),
  signature: ZWalletSignature,
  publicKey: z.string(),
  secret: z.string(),
  launchUrl: z.string(),
  currencies: z.string(),
  active: z.boolean(),
});
export type ProviderFormValues = z.input<typeof ZInputs>;

/** "usd, EUR  btc" → ["USD", "EUR", "BTC"]. An empty key box is "no key typed" (edit: keep it). */
// Typed `unknown` on purpose: the contract that follows in the pipe is what checks the shape.
const toRequest = (values: ProviderFormValues): unknown => ({
  ...values,
  currencies: values.currencies
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((code) => code.toUpperCase()),
  publicKey: values.publicKey.trim() === '' ? undefined : values.publicKey,
  secret: values.secret === '' ? undefined : values.secret,
});

export const ZCreateProviderForm = ZInputs.transform(toRequest).pipe(ZCreateWalletProviderRequest);
export const ZEditProviderForm = ZInputs.transform(toRequest).pipe(ZUpdateWalletProviderRequest);

export const PROVIDER_FORM_FIELDS = [
  'slug',
  'name',
  'signature',
  'publicKey',
  'secret',
  'launchUrl',
  'currencies',
  'active',
] as const;
