import {
  PARCEL_LOOKUP_DEBOUNCE_MS,
  LOOKUP_MESSAGES,
} from '@job-intake/contracts/lookups/lookups-api';
import { SAMPLE, SAMPLE_FORM } from '@job-intake/contracts/job-form/sample-form';
import { act, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PARCELS } from '../../../testing/lookups-handlers';
import { JobForm } from '../job-form';
import { LookupScopeProvider } from './lookup-scope-provider';
import { withOwner } from './owner-target';
import { withStore } from '../../../testing/with-store';
import { OWNER } from './test-support/render-address-input';

const PARCEL = SAMPLE_PARCELS[0]!;
const SITE_TYPED = { address: '7700 Mentor Ave', city: 'Mentor', state: 'OH', zip: '44060' };

afterEach(() => vi.useRealTimers());

describe("the parcel's owner", () => {
  it("goes to the Owner address's name and mailing parts, keeping its other parts", () => {
    expect(withOwner({ phone: '440-555-0100', name: 'Old' }, PARCEL.owner, OWNER)).toEqual({
      phone: '440-555-0100',
      ...PARCEL.owner,
    });
    expect(withOwner('None', PARCEL.owner, OWNER)).toEqual(PARCEL.owner);
  });

  it("is applied from the job location to the form's Owner address, with the badge", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      withStore(
        <LookupScopeProvider scope={{ kind: 'staff' }}>
          <JobForm
            form={SAMPLE_FORM}
            answers={{ [SAMPLE.site]: SITE_TYPED, [SAMPLE.hiredBy]: '5' }}
            status="open"
            viewer="staff"
          />
        </LookupScopeProvider>,
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(PARCEL_LOOKUP_DEBOUNCE_MS));
    vi.useRealTimers();
    const card = await screen.findByRole('alert', { name: LOOKUP_MESSAGES.parcelFound });
    expect(card.closest(`#${SAMPLE.site}`)).not.toBeNull();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Apply owner' }));
    expect(document.getElementById(`${SAMPLE.owner}__name`)).toHaveValue(PARCEL.owner.name);
    expect(document.getElementById(`${SAMPLE.owner}__city`)).toHaveValue(PARCEL.owner.city);
    expect(document.getElementById(`${SAMPLE.site}__city`)).toHaveValue('Mentor');
    expect(within(card).getByText('Owner applied')).toBeInTheDocument();
  });
});
