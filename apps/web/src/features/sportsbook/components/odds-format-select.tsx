import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_FORMATS, type OddsFormat } from '@wheelhouse/contracts/sportsbook';
import { usePreferences } from '../hooks/use-preferences';

/** The player's odds format (decimal, fractional, American), kept as a preference. */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { preferences, update } = usePreferences();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-400">
        {t('sportsbook.format.label')}
      </label>
      <select
        id={id}
        data-testid="odds-format"
        value={preferences.oddsFormat}
        onChange={(event) => update({ oddsFormat: event.target.value as OddsFormat })}
        className="min-h-9 rounded-lg border border-slate-700 bg-slate-900 px-2 text-white"
      >
        {ODDS_FORMATS.map((format) => (
          <option key={format} value={format}>
            {t(`sportsbook.format.${format}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
