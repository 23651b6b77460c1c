import english from '../../locales/en/policies.json';
import { registerSection } from '../../lib/i18n';

// The policy page brings its English with its own chunk, keeping the first load small.
registerSection('policies', english);
