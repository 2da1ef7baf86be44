import { Inject, Injectable } from '@nestjs/common';
import { activeLocations, locationLabel } from '@job-intake/contracts/provider/provider-api';
import { PROVIDER_API, type ProviderApi } from '../../provider/provider.port';
import { DomainError } from '../../shared/domain-error';

/**
 * Checks a job's location (DIV_ID) and contact (CNT_ID) against the provider's lists, fetched
 * with the caller's API key, when the command runs. The location's label travels in the event,
 * so the lists and the job page never call the provider to show it.
 */
@Injectable()
export class ProviderChoices {
  constructor(@Inject(PROVIDER_API) private readonly provider: ProviderApi) {}

  /** The label of an active location, or 400 naming the field. */
  async locationLabel(field: string, divId: string, apiKey: string): Promise<string> {
    const locations = activeLocations(await this.provider.listDivisions({ apiKey }));
    const location = locations.find((candidate) => String(candidate.DIV_ID) === divId);
    if (!location) {
      throw new DomainError(
        'invalid',
        `${field} ${divId} is not one of your active provider locations`,
      );
    }
    return locationLabel(location);
  }

  /** 400 unless the contact is one of the provider's (of the location, when one is set). */
  async requireContact(
    field: string,
    cntId: string,
    divId: string | null,
    apiKey: string,
  ): Promise<void> {
    const contacts = await this.provider.listContacts({
      apiKey,
      ...(divId ? { divId: Number(divId) } : {}),
    });
    if (!contacts.some((contact) => String(contact.CNT_ID) === cntId)) {
      throw new DomainError(
        'invalid',
        divId
          ? `${field} ${cntId} is not a contact of location ${divId}`
          : `${field} ${cntId} is not one of your provider contacts`,
      );
    }
  }
}
