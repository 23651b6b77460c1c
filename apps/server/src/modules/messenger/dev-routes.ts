import { sign } from '@telegram-apps/init-data-node';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@wheelhouse/contracts/errors';
import { DEFAULT_LOCALE, isSupportedLocale } from '@wheelhouse/contracts/locales';
import { ZDevInitDataQuery, ZDevInitDataResponse } from '@wheelhouse/contracts/messenger';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { SimulatedChat } from './bot-api';
import { DEV_BOT } from './dev-bot';

/** The messenger's dark theme, as its clients hand it over in `tgWebAppThemeParams`. */
const HARNESS_THEME = {
  bg_color: '#020617',
  secondary_bg_color: '#0f172a',
  text_color: '#e2e8f0',
  hint_color: '#94a3b8',
  link_color: '#fbbf24',
  button_color: '#f59e0b',
  button_text_color: '#020617',
};

/**
 * The development harness under /api/dev (simulators only): init data signed for the development
 * bot, and a page that opens the app in a 390 px frame the way the messenger's web client does
 * (bot query, `#tgWebAppData=…`). The page plays the messenger's side of the Mini Apps protocol:
 * it records every event the mini-app posts (`window.harnessEvents`), answers the requests a
 * phone client answers (viewport, safe area with a notch and a home bar, the content safe area
 * under the messenger's own buttons in full screen, full screen itself, theme) and draws the
 * messenger's back button while the mini-app shows it; pressing it sends `back_button_pressed`.
 */
export async function devMessengerRoutes(
  app: FastifyInstance,
  options: { clock: Clock; ensureDevBot: () => Promise<unknown>; chat?: SimulatedChat },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { chat } = options;
  routes.get(
    '/messenger/messages',
    {
      schema: {
        tags: ['dev'],
        summary:
          'Simulator: messages the bots sent (Bot API sendMessage), newest first; optionally to one messenger user',
        querystring: z.object({
          userId: z
            .string()
            .regex(/^\d{1,20}$/)
            .optional()
            .describe('Messenger user id (the chat)'),
        }),
        response: {
          200: z.object({
            data: z.array(
              z.object({
                id: z.number().int(),
                botId: z.string(),
                chatId: z.string(),
                text: z.string(),
                sentAt: z.string(),
              }),
            ),
          }),
          400: ZErrorBody,
        },
      },
    },
    async (request) => ({ data: chat?.list(request.query.userId) ?? [] }),
  );
  routes.get(
    '/messenger/init-data',
    {
      schema: {
        tags: ['dev'],
        summary: 'Init data signed for the development bot, and the launch address (simulators)',
        querystring: ZDevInitDataQuery,
        response: { 200: ZDevInitDataResponse, 400: ZErrorBody },
      },
    },
    async (request) => {
      await options.ensureDevBot();
      const query = request.query;
      const initData = sign(
        {
          user: {
            id: query.userId,
            first_name: query.firstName,
            ...(query.lastName ? { last_name: query.lastName } : {}),
            ...(query.username ? { username: query.username } : {}),
            language_code: query.languageCode,
          },
          query_id: `dev-${query.userId}`,
          ...(query.startParam ? { start_param: query.startParam } : {}),
        } as Parameters<typeof sign>[0],
        DEV_BOT.token,
        options.clock.now(),
      );
      const launch = new URLSearchParams({ bot_id: DEV_BOT.id, bot_type: query.botType });
      const hash = new URLSearchParams({
        tgWebAppData: initData,
        tgWebAppVersion: query.version,
        tgWebAppPlatform: query.platform,
        tgWebAppThemeParams: JSON.stringify(HARNESS_THEME),
      });
      return {
        botId: DEV_BOT.id,
        initData,
        launchUrl: `/${isSupportedLocale(query.languageCode) ? query.languageCode : DEFAULT_LOCALE}/?${launch}#${hash}`,
      };
    },
  );
  routes.get(
    '/messenger/harness',
    { schema: { tags: ['dev'], summary: 'The mini-app in an emulated messenger (simulators)' } },
    async (_request, reply) => reply.type('text/html; charset=utf-8').send(HARNESS_HTML),
  );
  routes.get(
    '/messenger/harness.js',
    { schema: { tags: ['dev'], summary: 'The harness page’s script (simulators)' } },
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(HARNESS_SCRIPT),
  );
}

const HARNESS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Wheelhouse mini-app harness</title>
<style>
  body { margin: 0; font: 14px system-ui, sans-serif; background: #0b1020; color: #e2e8f0; display: flex; gap: 16px; padding: 16px; flex-wrap: wrap; }
  .phone { display: grid; gap: 6px; justify-items: start; }
  iframe { width: 390px; height: 844px; border: 8px solid #1e293b; border-radius: 32px; background: #020617; }
  form { display: grid; gap: 6px; align-content: start; }
  pre { max-width: 480px; max-height: 600px; overflow: auto; background: #020617; padding: 8px; }
  button { font: inherit; }
</style>
</head>
<body>
<div class="phone">
  <button type="button" id="back" data-testid="harness-back" hidden>&#8592; Back (messenger)</button>
  <iframe id="app" title="Mini-app" data-testid="harness-frame"></iframe>
</div>
<div>
  <form id="launch">
    <label>User id <input name="userId" inputmode="numeric" value="424242"></label>
    <label>First name <input name="firstName" value="Dev"></label>
    <label>Language <input name="languageCode" value="en"></label>
    <label>Start parameter <input name="startParam"></label>
    <label>Bot type <input name="botType" value="normal"></label>
    <label>Platform <select name="platform"><option>ios</option><option>android</option><option>macos</option><option>tdesktop</option><option>weba</option></select></label>
    <label>Version <input name="version" value="8.0"></label>
    <button type="submit">Open the mini-app</button>
  </form>
  <h2>Bot messages to this user</h2>
  <ol id="chat" data-testid="harness-chat" aria-live="polite"></ol>
  <h2>Messenger events</h2>
  <pre id="events" data-testid="harness-events"></pre>
</div>
<script src="/api/dev/messenger/harness.js"></script>
</body>
</html>`;

const HARNESS_SCRIPT = `'use strict';
(function () {
  var frame = document.getElementById('app');
  var events = document.getElementById('events');
  var form = document.getElementById('launch');
  var back = document.getElementById('back');
  // A phone with a notch and a home bar; in full screen the messenger's close and menu buttons
  // take the top of the content area.
  var SAFE_AREA = { top: 47, bottom: 34, left: 0, right: 0 };
  var CONTENT_SAFE_AREA = { top: 46, bottom: 0, left: 0, right: 0 };
  window.harnessEvents = [];
  function send(type, data) {
    frame.contentWindow.postMessage(JSON.stringify({ eventType: type, eventData: data }), '*');
  }
  var answers = {
    web_app_request_viewport: function () {
      send('viewport_changed', { height: frame.clientHeight, width: frame.clientWidth, is_expanded: true, is_state_stable: true });
    },
    web_app_request_safe_area: function () { send('safe_area_changed', SAFE_AREA); },
    web_app_request_content_safe_area: function () { send('content_safe_area_changed', CONTENT_SAFE_AREA); },
    web_app_request_fullscreen: function () { send('fullscreen_changed', { is_fullscreen: true }); },
    web_app_request_theme: function () { send('theme_changed', { theme_params: {} }); },
    web_app_setup_back_button: function (data) { back.hidden = !(data && data.is_visible); }
  };
  // The mini-app speaks to the messenger's web client by postMessage({eventType, eventData}).
  window.addEventListener('message', function (message) {
    if (message.source !== frame.contentWindow) return;
    var data = message.data;
    try { if (typeof data === 'string') data = JSON.parse(data); } catch (e) { return; }
    if (!data || typeof data.eventType !== 'string') return;
    window.harnessEvents.push(data);
    events.textContent += JSON.stringify(data) + '\\n';
    var answer = answers[data.eventType];
    if (answer) answer(data.eventData);
  });
  back.addEventListener('click', function () { send('back_button_pressed'); });
  function launch(params) {
    var query = new URLSearchParams();
    params.forEach(function (value, key) { if (value) query.set(key, value); });
    back.hidden = true;
    fetch('/api/dev/messenger/init-data?' + query.toString())
      .then(function (response) { return response.json(); })
      .then(function (body) { frame.src = body.launchUrl; });
  }
  // The simulator's TON wallet, injected into the app as the messenger's own wallet would be.
  frame.addEventListener('load', function () {
    var doc = frame.contentDocument;
    if (!doc || !doc.head) return;
    var wallet = doc.createElement('script');
    wallet.src = '/api/dev/ton/test-wallet.js';
    wallet.dataset.seed = 'harness-' + (form.elements.userId.value || 'dev');
    wallet.dataset.embedded = 'true';
    doc.head.appendChild(wallet);
  });
  // The simulated chat: what the bots sent this messenger user (step-up codes), newest first.
  var chat = document.getElementById('chat');
  function refreshChat() {
    var userId = form.elements.userId.value;
    if (!/^\\d+$/.test(userId)) return;
    fetch('/api/dev/messenger/messages?userId=' + userId)
      .then(function (response) { return response.json(); })
      .then(function (body) {
        chat.replaceChildren.apply(chat, (body.data || []).map(function (message) {
          var item = document.createElement('li');
          item.textContent = message.sentAt + ' @' + message.botId + ': ' + message.text;
          return item;
        }));
      })
      .catch(function () {});
  }
  setInterval(refreshChat, 2000);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    launch(new FormData(form));
  });
  var initial = new URLSearchParams(location.search);
  initial.forEach(function (value, key) { if (form.elements[key]) form.elements[key].value = value; });
  launch(new FormData(form));
  refreshChat();
})();
`;
