import { ZBotInput, ZBotPatch, ZBotType } from '@wheelhouse/contracts/messenger';
import { z } from 'zod';

/** What the inputs hold; the schemas below map them onto the contracts, which check them. */
const ZInputs = z.object({
  id: z.string(),
  type: ZBotType,
  username: z.string(),
  miniAppUrl: z.string(),
  token: z.string(),
  active: z.boolean(),
});
export type BotFormValues = z.input<typeof ZInputs>;

/** "@wheel_bot" → "wheel_bot". An empty token box on edit keeps the stored token. */
// Typed `unknown` on purpose: the contract that follows in the pipe is what checks the shape.
const toCreate = (values: BotFormValues): unknown => ({
  ...values,
  id: values.id.trim(),
  username: values.username.trim().replace(/^@/, ''),
  miniAppUrl: values.miniAppUrl.trim(),
  token: values.token.trim(),
});
const toPatch = ({ id: _id, ...values }: BotFormValues): unknown => ({
  ...values,
  username: values.username.trim().replace(/^@/, ''),
  miniAppUrl: values.miniAppUrl.trim(),
  token: values.token.trim() === '' ? undefined : values.token.trim(),
});

export const ZCreateBotForm = ZInputs.transform(toCreate).pipe(ZBotInput);
export const ZEditBotForm = ZInputs.transform(toPatch).pipe(ZBotPatch);

export const BOT_FORM_FIELDS = ['id', 'type', 'username', 'miniAppUrl', 'token', 'active'] as const;
