import { useId } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { SettingAmountInput, SettingFurnishingInput } from './job-settings-inputs';

/** The furnishing dates and the amounts, two to a row. */
export function CreateJobSettingsRows() {
  const ids = { first: useId(), last: useId(), contract: useId(), claim: useId() };
  return (
    <>
      <Row className="g-3">
        <Col sm={6}>
          <SettingFurnishingInput
            id={ids.first}
            label="First Furnishing"
            date="first_furnishing"
            estimate="ff_est"
          />
        </Col>
        <Col sm={6}>
          <SettingFurnishingInput
            id={ids.last}
            label="Last Furnishing"
            date="last_furnishing"
            estimate="lf_est"
          />
        </Col>
      </Row>
      <Row className="g-3">
        <Col sm={6}>
          <Form.Label htmlFor={ids.contract}>Total Contract Amount</Form.Label>
          <SettingAmountInput id={ids.contract} name="total_contract_amt" />
        </Col>
        <Col sm={6}>
          <Form.Label htmlFor={ids.claim}>Total Claim Amount</Form.Label>
          <SettingAmountInput id={ids.claim} name="total_claim_amt" />
        </Col>
      </Row>
    </>
  );
}
