import {
  BOND_ADDRESS_TYPE_IDS,
  type FieldStyle,
  JOB_LOCATION_ADDRESS_TYPE_ID,
} from '@job-intake/contracts/forms/forms-api';
import { PreviewLookup } from './address-preview-inputs';
import { ColumnsLayout, DefaultLayout, ParcelRow } from './address-preview-layouts';
import styles from './form-builder.module.css';

const BOND_TYPES: ReadonlySet<number> = new Set(BOND_ADDRESS_TYPE_IDS);

interface AddressPreviewProps {
  title: string;
  typeId: number | null;
  style: FieldStyle;
}

/**
 * The address inputs as the job form shows them, laid out by the field's style: Default or
 * Columns layout, the Lot/Parcel/Block inputs, Compact sizing and an optional fieldset. Inert:
 * it only shows what the customer will see.
 */
export function AddressPreview({ title, typeId, style }: AddressPreviewProps) {
  const compact = Boolean(style.compact);
  const withContact = typeId !== JOB_LOCATION_ADDRESS_TYPE_ID;
  const Layout = style.layout === 'columns' ? ColumnsLayout : DefaultLayout;
  const body = (
    <div className={compact ? 'small' : undefined}>
      <PreviewLookup compact={compact} />
      <Layout compact={compact} withContact={withContact} />
      <ParcelRow
        compact={compact}
        style={style}
        withBond={typeId !== null && BOND_TYPES.has(typeId)}
      />
    </div>
  );
  return (
    <div inert className={styles.addressPreview}>
      {style.fieldset ? (
        <fieldset className="border rounded-3 px-3 pb-3 pt-1">
          <legend className="float-none w-auto px-2 mb-1 fs-6 fw-semibold">
            {title || 'Address'}
          </legend>
          {body}
        </fieldset>
      ) : (
        <>
          <div className="fw-semibold mb-2">{title || 'Address'}</div>
          {body}
        </>
      )}
    </div>
  );
}
