import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { DISPUTE_ACCEPT_OPTIONS, type DisputeRequest } from '@wheelhouse/contracts/fiat';
import { isApiError } from '../../../../lib/api-error';
import { errorMessage, fieldErrorMessage } from '../../../../lib/error-message';
import { useOpenDispute } from '../../api/open-dispute';
import {
  DISPUTE_PROBLEMS,
  disputeRequestOf,
  type DisputeDraft,
} from '../../model/fiat-deposit-dispute';
import { disputeErrors } from '../../model/fiat-deposit-validation';
import type { PanelEvent } from '../../model/panel-machine';
import { SubmitButton } from '../fiat-deposit/fiat-deposit-common';
import { ReceiptFileInput } from '../fiat-deposit/receipt-file-input';
import { WithdrawField as Field } from '../panel/withdraw-field';

/** Deposit amounts are in the method currency; 2 decimals cover every fiat currency here. */
const DISPUTE_AMOUNT_SCALE = 2;

const EMPTY: DisputeDraft = { file: null, acceptOption: '', amount: '', comment: '', problem: '' };

function FieldMessage({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-rose-400">
      {error}
    </p>
  );
}

/**
 * The open-dispute view (spec §2, §3, §4): a receipt image, what the player wants
 * (CHANGE_INVOICE: credit the amount actually paid; REPAY: send the money back), the amount paid
 * when it differs, the problem and a comment. Back goes to the history tab.
 */
export function OpenDisputeView({
  orderId,
  dispatch,
}: {
  orderId: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const open = useOpenDispute();
  const [draft, setDraft] = useState<DisputeDraft>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const request = disputeRequestOf(draft);
  const errors = disputeErrors(request, DISPUTE_AMOUNT_SCALE);
  const errorOf = (...keys: string[]) => {
    const found =
      keys.map((key) => serverErrors[key]).find(Boolean) ??
      (submitted ? keys.map((key) => errors[key]).find(Boolean) : undefined);
    return found ? fieldErrorMessage(t, found) : null;
  };
  const change = (patch: Partial<DisputeDraft>, ...cleared: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of cleared) delete next[key];
      return next;
    });
  };
  const acceptError = errorOf('acceptOption');
  const problemError = errorOf('problem');
  const commentError = errorOf('comment');

  return (
    <form
      noValidate
      data-testid="open-dispute-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        open.mutate(
          { orderId, request: request as DisputeRequest },
          {
            onSuccess: (order) =>
              dispatch({ type: 'fiat-order-pending', orderId: order.id, pendingType: 'dispute' }),
            onError: (error) => {
              if (isApiError(error) && Object.keys(error.fields).length > 0) {
                setServerErrors(error.fields);
                return;
              }
              toast.error(t('wallet.dispute.failed'), { description: errorMessage(t, error) });
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-300">{t('wallet.dispute.intro')}</p>
      <ReceiptFileInput
        label={t('wallet.dispute.image')}
        file={draft.file}
        onChange={(file) => change({ file }, 'image.fileContent', 'image.name')}
        error={errorOf('image.fileContent', 'image.name')}
        testId="dispute-image"
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={acceptError ? `${id}-accept` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-300">
          {t('wallet.dispute.accept_label')}
        </legend>
        {DISPUTE_ACCEPT_OPTIONS.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-slate-700 p-2.5 text-sm has-[:checked]:border-amber-400"
          >
            <input
              type="radio"
              name={`${id}-accept`}
              value={option}
              checked={draft.acceptOption === option}
              onChange={() => change({ acceptOption: option }, 'acceptOption')}
              data-testid={`dispute-accept-${option}`}
              className="mt-0.5 accent-amber-400"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-white">
                {t(`wallet.dispute.accept.${option}`)}
              </span>
              <span className="text-xs text-slate-400">
                {t(`wallet.dispute.accept_hint.${option}`)}
              </span>
            </span>
          </label>
        ))}
        <FieldMessage id={`${id}-accept`} error={acceptError} />
      </fieldset>
      <Field
        label={t('wallet.dispute.amount')}
        value={draft.amount}
        onChange={(amount) => change({ amount: amount.trim() }, 'amount')}
        inputMode="decimal"
        testId="dispute-amount"
        hint={t('wallet.dispute.amount_hint')}
        error={errorOf('amount')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-problem`} className="text-sm font-medium text-slate-300">
          {t('wallet.dispute.problem')}
        </label>
        <select
          id={`${id}-problem`}
          value={draft.problem}
          onChange={(event) => change({ problem: event.target.value }, 'problem')}
          data-testid="dispute-problem"
          aria-invalid={problemError ? true : undefined}
          aria-describedby={problemError ? `${id}-problem-error` : undefined}
          className={`w-full rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white ${
            problemError ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'
          }`}
        >
          <option value="">{t('wallet.dispute.problem_choose')}</option>
          {DISPUTE_PROBLEMS.map((problem) => (
            <option key={problem} value={problem}>
              {t(`wallet.dispute.problems.${problem}`)}
            </option>
          ))}
        </select>
        <FieldMessage id={`${id}-problem-error`} error={problemError} />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-300">
          {t('wallet.dispute.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={draft.comment}
          maxLength={2000}
          rows={3}
          onChange={(event) => change({ comment: event.target.value }, 'comment')}
          data-testid="dispute-comment"
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${id}-comment-error` : undefined}
          className={`w-full rounded-xl border bg-slate-950 px-3 py-2.5 text-base text-white ${
            commentError ? 'border-rose-500' : 'border-slate-700 focus:border-amber-400'
          }`}
        />
        <FieldMessage id={`${id}-comment-error`} error={commentError} />
      </div>
      <SubmitButton
        busy={open.isPending}
        label={t('wallet.dispute.submit')}
        busyLabel={t('wallet.dispute.submitting')}
        testId="dispute-submit"
      />
    </form>
  );
}
