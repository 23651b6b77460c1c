import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import type { SupportMessage } from '@wheelhouse/contracts/support';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Field, inputClass } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Empty, ErrorState, Loading } from '../../../components/ui/states';
import { errorMessage } from '../../../lib/error-message';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/list-conversations';
import { useReply } from '../api/reply';

/** The support inbox: conversations waiting for an answer (or all), and the open one beside. */
export default function SupportInboxPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const selected = id && /^\d{1,9}$/.test(id) ? Number(id) : null;
  const [status, setStatus] = useState<'waiting' | 'all'>('waiting');
  const conversations = useConversations(status);
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('nav.support')} />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-3">
          <div role="group" aria-label={t('support.filter')} className="flex gap-1">
            {(['waiting', 'all'] as const).map((value) => (
              <Button
                key={value}
                variant={status === value ? 'primary' : 'secondary'}
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
              >
                {t(`support.status_${value}`)}
              </Button>
            ))}
          </div>
          {conversations.isPending ? (
            <Loading />
          ) : conversations.isError ? (
            <ErrorState error={conversations.error} onRetry={() => void conversations.refetch()} />
          ) : conversations.data.data.length === 0 ? (
            <Empty text={t('support.empty')} />
          ) : (
            <ul className="flex flex-col gap-2" data-testid="support-conversations">
              {conversations.data.data.map((conversation) => (
                <li key={conversation.id}>
                  <Link
                    to={selected === null ? String(conversation.id) : `../${conversation.id}`}
                    relative="path"
                    aria-current={conversation.id === selected ? 'page' : undefined}
                    className="block rounded-md border border-slate-800 p-3 text-sm hover:bg-slate-900 aria-[current=page]:border-amber-400"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium">{conversation.player.email}</span>
                      {conversation.waiting ? (
                        <Badge tone="warn">{t('support.waiting')}</Badge>
                      ) : null}
                    </span>
                    <span className="mt-1 block truncate text-slate-400">
                      {conversation.lastMessage || t('support.attachment_only')}
                    </span>
                    <span className="text-xs text-slate-500">
                      {formatDateTime(conversation.lastMessageAt)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
        {selected === null ? (
          <p className="text-sm text-slate-400">{t('support.choose')}</p>
        ) : (
          <ConversationView key={selected} id={selected} />
        )}
      </div>
    </section>
  );
}

function ConversationView({ id }: { id: number }) {
  const { t } = useTranslation();
  const conversation = useConversation(id);
  if (conversation.isPending) return <Loading />;
  if (conversation.isError)
    return <ErrorState error={conversation.error} onRetry={() => void conversation.refetch()} />;
  const data = conversation.data;
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_18rem]">
      <div className="flex flex-col gap-3">
        <h2 className="font-semibold">
          <Link to={`/players/${data.player.globalId}`} className="text-amber-300 underline">
            {data.player.email}
          </Link>
        </h2>
        <ol className="flex flex-col gap-2" data-testid="support-thread">
          {data.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
        <ReplyForm id={id} />
      </div>
      <aside aria-labelledby="cashier" className="text-sm">
        <h3 id="cashier" className="mb-2 font-semibold">
          {t('support.cashier')}
        </h3>
        {data.cashier.length === 0 ? (
          <p className="text-slate-400">{t('support.no_cashier')}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="support-cashier">
            {data.cashier.map((entry) => (
              <li key={entry.id} className="rounded-md border border-slate-800 p-2">
                <span className="flex justify-between gap-2">
                  <span>{t(`support.tx_${entry.type}`)}</span>
                  <Badge>{entry.status}</Badge>
                </span>
                <span className="block">
                  {formatAmount(entry.originalAmount.value, entry.originalAmount.currency)}
                </span>
                <span className="text-xs text-slate-500">
                  {formatDateTime(new Date(entry.timestamp * 1000).toISOString())}
                </span>
              </li>
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}

function Message({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  const staff = message.author === 'staff';
  return (
    <li
      className={`max-w-[85%] rounded-lg p-2 text-sm ${staff ? 'self-end bg-amber-400/10' : 'self-start bg-slate-800'}`}
    >
      <span className="block text-xs text-slate-400">
        {t(staff ? 'support.staff' : 'support.player')} · {formatDateTime(message.createdAt)}
      </span>
      {message.body ? <p className="whitespace-pre-wrap">{message.body}</p> : null}
      {message.attachment ? (
        <a
          href={`/api/admin/support/attachments/${message.attachment.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className="text-amber-300 underline"
        >
          {t('support.attachment', { name: message.attachment.name })}
        </a>
      ) : null}
    </li>
  );
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const send = useReply(id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text, {
      onSuccess: () => {
        setText('');
        toast.success(t('support.sent'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Field label={t('support.reply')}>
        <textarea
          value={text}
          rows={4}
          maxLength={2000}
          onChange={(event) => setText(event.target.value)}
          className={inputClass}
        />
      </Field>
      <Button type="submit" variant="primary" busy={send.isPending} className="self-start">
        {t('support.send')}
      </Button>
    </form>
  );
}
