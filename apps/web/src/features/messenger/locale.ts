import english from '../../locales/en/bot.json';
import { registerSection } from '../../lib/i18n';

// The invalid-bot page brings its English with its own chunk, keeping the first load small.
registerSection('bot', english);
