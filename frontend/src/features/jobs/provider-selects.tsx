import { activeLocations, locationLabel } from '@job-intake/contracts/provider/provider-api';
import { useEffect, useId, useRef } from 'react';
import Form from 'react-bootstrap/Form';
import { useListProviderContactsQuery, useListProviderLocationsQuery } from './jobs-api';
import { descriptionNotFound } from './provider-names';

interface ProviderChoice {
  /** DIV_ID of the location, or null. */
  location: string | null;
  /** CNT_ID of the contact, or null. */
  contact: string | null;
}

interface ProviderSelectsProps extends ProviderChoice {
  onChange: (choice: ProviderChoice) => void;
  /** Without an api_key the selectors are read-only (spec section 6). */
  readOnly: boolean;
  /** How the current location reads when the provider does not list it (e.g. inactive). */
  locationDesc?: string | null;
  /** Styles the labels like the fields around them. */
  labelClassName?: string;
  /** The Location select takes the focus once, as soon as it can be used. */
  focusLocation?: boolean;
}

const NONE = '';

/**
 * The location and contact selectors of the provider (spec section 7, Second API): choosing a
 * location lists that location's contacts, choosing a contact lists that contact's locations.
 * Only active locations are offered.
 */
export function ProviderSelects({
  location,
  contact,
  onChange,
  readOnly,
  locationDesc,
  labelClassName,
  focusLocation = false,
}: ProviderSelectsProps) {
  const locationId = useId();
  const contactId = useId();
  const locations = useListProviderLocationsQuery(contact);
  const contacts = useListProviderContactsQuery(location);
  const locationDisabled = readOnly || locations.isFetching;
  const locationRef = useFocusOnceEnabled(focusLocation, locationDisabled);

  const locationOptions = withCurrent(
    activeLocations(locations.data ?? []).map((l) => ({
      value: String(l.DIV_ID),
      label: locationLabel(l),
    })),
    location,
    locationDesc ?? descriptionNotFound(location ?? ''),
  );
  const contactOptions = withCurrent(
    (contacts.data ?? []).map((c) => ({ value: String(c.CNT_ID), label: c.CONTACT })),
    contact,
    `Contact ${contact ?? ''}`,
  );

  return (
    <>
      <Form.Group controlId={locationId}>
        <Form.Label className={labelClassName}>Location</Form.Label>
        <Form.Select
          ref={locationRef}
          value={location ?? NONE}
          disabled={locationDisabled}
          onChange={(event) => onChange({ location: event.target.value || null, contact })}
        >
          <option value={NONE}>
            {locations.isFetching ? 'Loading…' : '< choose a location >'}
          </option>
          {locationOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
        {locations.isError && <LookupError what="locations" />}
      </Form.Group>
      <Form.Group controlId={contactId}>
        <Form.Label className={labelClassName}>Contact</Form.Label>
        <Form.Select
          value={contact ?? NONE}
          disabled={readOnly || contacts.isFetching}
          onChange={(event) => onChange({ location, contact: event.target.value || null })}
        >
          <option value={NONE}>{contacts.isFetching ? 'Loading…' : '< choose a contact >'}</option>
          {contactOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
        {contacts.isError && <LookupError what="contacts" />}
      </Form.Group>
    </>
  );
}

/** A select that takes the focus the first time it is enabled while `wanted`. */
function useFocusOnceEnabled(wanted: boolean, disabled: boolean) {
  const ref = useRef<HTMLSelectElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!wanted || disabled || done.current) return;
    done.current = true;
    ref.current?.focus();
  }, [wanted, disabled]);
  return ref;
}

function LookupError({ what }: { what: string }) {
  return (
    <Form.Text className="text-danger">The provider&apos;s {what} could not be loaded.</Form.Text>
  );
}

interface Option {
  value: string;
  label: string;
}

/** The options, plus the current value when the list does not hold it (it stays selectable). */
function withCurrent(options: Option[], current: string | null, label: string): Option[] {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label }, ...options];
}
