/** GET /config: what the browser may know of the configuration (no login needed). */
export const PUBLIC_CONFIG_PATH = 'config';

/** The page footer's contacts (SUPPORT_PHONE, SUPPORT_EMAIL, PROVIDER_POSTAL_ADDRESS). */
export interface SupportContactsDto {
  phone: string;
  email: string;
  postal_address: string;
}

export interface PublicConfigDto {
  support: SupportContactsDto;
}
