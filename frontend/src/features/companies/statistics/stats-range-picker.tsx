import { STATS_PERIODS, type StatsPeriod } from '@job-intake/contracts/stats/stats-api';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { presetRange, RANGE_PRESETS, type RangePreset, type StatsRange } from './stats-range';

const PERIOD_LABELS: Record<StatsPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

interface StatsRangePickerProps {
  range: StatsRange;
  onChange: (range: StatsRange) => void;
  problem: string | null;
}

/** The period selector: a preset or custom dates, and how the days are grouped. */
export function StatsRangePicker({ range, onChange, problem }: StatsRangePickerProps) {
  const custom = range.preset === 'custom';
  const dateField = (field: 'start_date' | 'end_date', label: string) => (
    <Col xs={6} sm="auto">
      <Form.Group controlId={`stats-${field}`}>
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type="date"
          value={range[field]}
          isInvalid={problem !== null}
          onChange={(event) => onChange({ ...range, [field]: event.target.value })}
        />
      </Form.Group>
    </Col>
  );
  return (
    <Row className="g-2 align-items-end mb-3">
      <Col xs={12} sm="auto">
        <Form.Group controlId="stats-range">
          <Form.Label>Range</Form.Label>
          <Form.Select
            value={range.preset}
            onChange={(event) => onChange(presetRange(event.target.value as RangePreset, range))}
          >
            {RANGE_PRESETS.map((preset) => (
              <option key={preset.key} value={preset.key}>
                {preset.label}
              </option>
            ))}
            <option value="custom">Custom dates</option>
          </Form.Select>
        </Form.Group>
      </Col>
      {custom && (
        <>
          {dateField('start_date', 'From')}
          {dateField('end_date', 'To')}
        </>
      )}
      <Col xs={12} sm="auto">
        <Form.Group controlId="stats-period">
          <Form.Label>Group by</Form.Label>
          <Form.Select
            value={range.period}
            onChange={(event) => onChange({ ...range, period: event.target.value as StatsPeriod })}
          >
            {STATS_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_LABELS[period]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Col>
      {problem && (
        <Col xs={12} className="text-danger small" role="alert">
          {problem}
        </Col>
      )}
    </Row>
  );
}
