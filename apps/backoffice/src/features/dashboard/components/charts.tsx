import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface Series {
  key: string;
  label: string;
  color: string;
}

const axis = { stroke: '#64748b', fontSize: 12 };
const tooltip = { contentStyle: { background: '#0f172a', border: '1px solid #334155' } };

/**
 * The dashboard's charts (recharts, in this file only, so its chunk loads with the dashboard and
 * never with the rest of the back office). Values are numbers for drawing only; the exact amounts
 * stay strings in the tables and CSV.
 */
export function DailyLines({
  data,
  series,
}: {
  data: Record<string, unknown>[];
  series: Series[];
}) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#1e293b" />
        <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
        <YAxis {...axis} width={64} />
        <Tooltip {...tooltip} />
        <Legend />
        {series.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.label}
            stroke={line.color}
            dot={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function DailyBars({ data, series }: { data: Record<string, unknown>[]; series: Series[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#1e293b" />
        <XAxis dataKey="day" {...axis} tickFormatter={(day: string) => day.slice(5)} />
        <YAxis {...axis} width={48} allowDecimals={false} />
        <Tooltip {...tooltip} />
        <Legend />
        {series.map((bar) => (
          <Bar key={bar.key} dataKey={bar.key} name={bar.label} fill={bar.color} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
