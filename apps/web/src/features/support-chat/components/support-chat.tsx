import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX_CHARS, type SupportMessage } from '@wheelhouse/contracts/support';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { AlertBox } from '../../../components/ui/alert-box';
import { useAuthModal } from '../../../lib/auth-modal-url';
import { useBan } from '../../../lib/ban-state';
import { errorMessage } from '../../../lib/error-message';
import { isApiError } from '../../../lib/api-error';
import { useMe } from '../../../lib/session/get-me';
import { siteConfig } from '../../../lib/site-config';
import { closeSupportChat } from '../../../lib/support-chat/support-chat-store';
import { useLocale } from '../../../lib/use-locale';
import { useConversation } from '../api/get-conversation';
import { useSupportConfig } from '../api/get-support-config';
import { useSendMessage } from '../api/send-message';
import { openExternalChat } from '../model/external-chat';
import { ScreenshotInput, type Screenshot } from './screenshot-input';

/**
 * The support chat a support button opened: the operator's external chat when one is configured,
 * else the built-in one (the player writes, attaches a screenshot, and sees staff replies live).
 */
export function SupportChat() {
  const { t } = useTranslation();
  const locale = useLocale();
  const config = useSupportConfig(locale);
  if (config.data?.mode === 'external' && config.data.scriptUrl)
    return <ExternalChat scriptUrl={config.data.scriptUrl} />;
  return (
    <Modal title={t('support-chat.title')} onClose={closeSupportChat} testId="support-chat">
      {config.isPending ? <ChatSkeleton /> : <BuiltInChat />}
    </Modal>
  );
}

function ChatSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('support-chat.loading')}</span>
      <Skeleton className="h-14 w-3/4" />
      <Skeleton className="ml-auto h-14 w-2/3" />
      <Skeleton className="h-24" />
    </div>
  );
}

function ExternalChat({ scriptUrl }: { scriptUrl: string }) {
  const { t } = useTranslation();
  const me = useMe();
  const [failed, setFailed] = useState(false);
  const visitor = me.data?.webimUser ?? null;
  useEffect(() => {
    let active = true;
    openExternalChat(scriptUrl, visitor).then(
      () => active && closeSupportChat(),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [scriptUrl, visitor]);
  if (!failed)
    return (
      <span className="sr-only" role="status">
        {t('support-chat.external_loading')}
      </span>
    );
  return (
    <Modal title={t('support-chat.title')} onClose={closeSupportChat} testId="support-chat">
      <AlertBox variant="warning" title={t('support-chat.external_failed')}>
        <a href={siteConfig.supportUrl} className="underline">
          {siteConfig.supportUrl.replace(/^mailto:/, '')}
        </a>
      </AlertBox>
    </Modal>
  );
}

function BuiltInChat() {
  const { t } = useTranslation();
  const me = useMe();
  const auth = useAuthModal();
  // A banned account has no session to chat with: the operator's address instead.
  if (useBan()) {
    return (
      <a href={siteConfig.supportUrl} className="text-amber-300 underline">
        {siteConfig.supportUrl.replace(/^mailto:/, '')}
      </a>
    );
  }
  if (me.data === null || (me.isError && isApiError(me.error) && me.error.status === 401)) {
    return (
      <div className="flex flex-col items-start gap-3 text-sm text-slate-300">
        <p>{t('support-chat.sign_in')}</p>
        <button
          type="button"
          onClick={() => {
            closeSupportChat();
            auth.open('login');
          }}
          className="min-h-11 rounded-xl bg-amber-400 px-4 font-semibold text-slate-950 hover:bg-amber-300"
        >
          {t('support-chat.sign_in_button')}
        </button>
        <a href={siteConfig.supportUrl} className="text-amber-300 underline">
          {siteConfig.supportUrl.replace(/^mailto:/, '')}
        </a>
      </div>
    );
  }
  return <Conversation />;
}

function Conversation() {
  const { t } = useTranslation();
  const conversation = useConversation();
  const listRef = useRef<HTMLOListElement>(null);
  const count = conversation.data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <p className="text-sm text-slate-400">
        <span className="mr-2 inline-block rounded-full bg-emerald-500/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
          {t('support.badge')}
        </span>
        {t('support-chat.intro')}
      </p>
      {conversation.isPending ? (
        <ChatSkeleton />
      ) : conversation.isError ? (
        <AlertBox variant="warning" title={t('Shared.something_went_wrong')}>
          <p>{errorMessage(t, conversation.error)}</p>
          <button
            type="button"
            onClick={() => void conversation.refetch()}
            className="mt-2 rounded-lg border border-amber-400/60 px-3 py-1.5 font-semibold"
          >
            {t('Shared.retry')}
          </button>
        </AlertBox>
      ) : count === 0 ? (
        <p className="rounded-xl bg-slate-800/60 p-4 text-center text-sm text-slate-400">
          {t('support-chat.empty')}
        </p>
      ) : (
        <ol
          ref={listRef}
          aria-live="polite"
          data-testid="support-messages"
          className="flex max-h-[45dvh] min-h-24 flex-col gap-2 overflow-y-auto pr-1"
        >
          {conversation.data.messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      <Composer />
    </div>
  );
}

function MessageBubble({ message }: { message: SupportMessage }) {
  const { t, i18n } = useTranslation();
  const mine = message.author === 'player';
  return (
    <li
      data-testid={`support-message-${message.author}`}
      className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${mine ? 'self-end bg-amber-400/15 text-amber-50' : 'self-start bg-slate-800 text-slate-100'}`}
    >
      <span className="block text-xs font-semibold text-slate-400">
        {mine ? t('support-chat.you') : t('support-chat.staff')} ·{' '}
        <time dateTime={message.createdAt}>
          {new Date(message.createdAt).toLocaleTimeString(i18n.language, {
            hour: '2-digit',
            minute: '2-digit',
          })}
        </time>
      </span>
      {message.body ? <p className="mt-1 break-words whitespace-pre-wrap">{message.body}</p> : null}
      {message.attachment ? (
        <a
          href={`/api/v1/support/attachments/${message.attachment.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 block"
        >
          <img
            src={`/api/v1/support/attachments/${message.attachment.id}`}
            alt={t('support-chat.attachment_alt', { name: message.attachment.name })}
            className="max-h-48 rounded-lg"
            loading="lazy"
          />
        </a>
      ) : null}
    </li>
  );
}

function Composer() {
  const { t } = useTranslation();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [screenshot, setScreenshot] = useState<Screenshot | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const empty = text.trim() === '' && !screenshot;
  const fieldError =
    send.error && isApiError(send.error)
      ? (send.error.fields?.body ?? send.error.fields?.['attachment.fileContent'])
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (empty || send.isPending) return;
    send.mutate(
      { body: text, ...(screenshot ? { attachment: screenshot } : {}) },
      {
        onSuccess: () => {
          setText('');
          setScreenshot(null);
          setInputKey((key) => key + 1);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-busy={send.isPending || undefined}>
      <label className="sr-only" htmlFor="support-chat-text">
        {t('support-chat.message_label')}
      </label>
      <textarea
        id="support-chat-text"
        data-testid="support-chat-text"
        value={text}
        maxLength={SUPPORT_MESSAGE_MAX_CHARS}
        rows={3}
        placeholder={t('support-chat.placeholder')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
        className="w-full resize-none rounded-xl border border-slate-700 bg-slate-950 px-3 py-2 text-sm text-white placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-amber-400"
      />
      <ScreenshotInput key={inputKey} value={screenshot} onChange={setScreenshot} />
      {send.isError ? (
        <p role="alert" className="text-sm text-rose-300">
          {t('support-chat.send_failed')}:{' '}
          {fieldError
            ? t(fieldError.key as 'Validation.required', fieldError.params)
            : errorMessage(t, send.error)}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="support-chat-send"
        aria-disabled={empty || send.isPending || undefined}
        className="min-h-11 self-end rounded-xl bg-amber-400 px-5 font-semibold text-slate-950 hover:bg-amber-300 aria-disabled:opacity-60"
      >
        {send.isPending ? t('support-chat.sending') : t('support-chat.send')}
      </button>
    </form>
  );
}
