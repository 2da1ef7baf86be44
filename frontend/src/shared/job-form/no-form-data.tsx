import Alert from 'react-bootstrap/Alert';

/** Spec section 8: a form load that came back without any form to fill in. */
export const NO_FORM_DATA =
  'Data loading completed but no form data was received. This may indicate an API issue.';

export function NoFormData() {
  return (
    <Alert variant="warning" className="mb-3">
      {NO_FORM_DATA}
    </Alert>
  );
}
