import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { FieldError } from '@wheelhouse/contracts/errors';
import { errorMessage, fieldErrorMessage } from '../../../../lib/error-message';
import { isApiError } from '../../../../lib/api-error';
import { useConfirmBuyPaid } from '../../api/confirm-buy-paid';
import { receiptErrors } from '../../model/fiat-deposit-validation';
import type { PanelEvent } from '../../model/panel-machine';
import { SubmitButton } from './fiat-deposit-common';
import { ReceiptFileInput, type ReceiptFile } from './receipt-file-input';
import { WithdrawField as Field } from '../panel/withdraw-field';

/**
 * The submit step of fiat-deposit-details (spec §4 "Confirming payment"): the payer's name and the
 * receipt, then `POST …/paid` and the pending view.
 */
export function ReceiptForm({
  orderId,
  dispatch,
}: {
  orderId: string;
  dispatch: (event: PanelEvent) => void;
}) {
  const { t } = useTranslation();
  const paid = useConfirmBuyPaid();
  const [name, setName] = useState('');
  const [file, setFile] = useState<ReceiptFile | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const receipt = {
    name: name.trim(),
    fileName: file?.fileName ?? '',
    fileContent: file?.fileContent ?? '',
  };
  const errors = receiptErrors(receipt);
  const errorOf = (field: 'name' | 'file') => {
    const keys = field === 'name' ? ['name'] : ['fileContent', 'fileName'];
    const found =
      keys.map((key) => serverErrors[key]).find(Boolean) ??
      (submitted ? keys.map((key) => errors[key]).find(Boolean) : undefined);
    return found ? fieldErrorMessage(t, found) : null;
  };

  return (
    <form
      noValidate
      data-testid="fiat-receipt-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(errors).length > 0) return;
        paid.mutate(
          { orderId, request: receipt },
          {
            onSuccess: (order) =>
              dispatch({ type: 'fiat-order-pending', orderId: order.id, pendingType: 'deposit' }),
            onError: (error) => {
              if (isApiError(error) && Object.keys(error.fields).length > 0) {
                setServerErrors(error.fields);
                return;
              }
              toast.error(t('wallet.fiat_deposit.paid_failed'), {
                description: errorMessage(t, error),
              });
            },
          },
        );
      }}
    >
      <p className="text-sm text-slate-300">{t('wallet.fiat_deposit.receipt_text')}</p>
      <Field
        label={t('wallet.fiat_deposit.payer_name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setServerErrors(({ name: _name, ...rest }) => rest);
        }}
        inputMode="text"
        testId="fiat-receipt-name"
        autoFocus
        error={errorOf('name')}
      />
      <ReceiptFileInput
        label={t('wallet.fiat_deposit.receipt_label')}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setServerErrors((current) => {
            const { fileContent: _content, fileName: _name, ...rest } = current;
            return rest;
          });
        }}
        error={errorOf('file')}
        testId="fiat-receipt-file"
      />
      <SubmitButton
        busy={paid.isPending}
        label={t('wallet.fiat_deposit.send_receipt')}
        busyLabel={t('wallet.fiat_deposit.sending_receipt')}
        testId="fiat-receipt-submit"
      />
    </form>
  );
}
