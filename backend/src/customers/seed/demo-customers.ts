import type { EntityManager } from 'typeorm';
import { contactRoleName } from '@job-intake/contracts/job-form/customers';
import { Customer } from '../customer.entity';

type DemoCustomer = Omit<Customer, 'id' | 'company_id' | 'role_desc' | 'created_at' | 'updated_at'>;

const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    contact_role: 3,
    company: 'Lakeshore General Contractors',
    name: 'Dana Whitfield',
    phone: '216-555-0142',
    address: '1800 Lakeside Ave E',
    address_2: 'Suite 400',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    county: 'Cuyahoga',
    email: 'dana.whitfield@lakeshore-gc.example',
  },
  {
    contact_role: 1,
    company: 'Riverside Mall Holdings LLC',
    name: 'Marcus Bell',
    phone: '614-555-0188',
    address: '250 W Broad St',
    address_2: '',
    city: 'Columbus',
    state: 'OH',
    zip: '43215',
    county: 'Franklin',
    email: 'mbell@riverside-holdings.example',
  },
  {
    contact_role: 4,
    company: 'Summit Electric Inc.',
    name: 'Priya Natarajan',
    phone: '330-555-0117',
    address: '77 E Market St',
    address_2: '',
    city: 'Akron',
    state: 'OH',
    zip: '44308',
    county: 'Summit',
    email: 'priya@summit-electric.example',
  },
  {
    contact_role: 5,
    company: 'Buckeye Drywall Supply',
    name: 'Tom Kowalski',
    phone: '419-555-0163',
    address: '3100 Monroe St',
    address_2: 'Dock 2',
    city: 'Toledo',
    state: 'OH',
    zip: '43606',
    county: 'Lucas',
    email: 'orders@buckeye-drywall.example',
  },
  {
    contact_role: 3,
    company: 'Great Lakes Builders Group',
    name: 'Elena Ruiz',
    phone: '412-555-0129',
    address: '600 Grant St',
    address_2: 'Floor 12',
    city: 'Pittsburgh',
    state: 'PA',
    zip: '15219',
    county: 'Allegheny',
    email: 'eruiz@greatlakesbuilders.example',
  },
];

/** Adds the demo customer presets to a company that has none yet. */
export async function seedDemoCustomers(db: EntityManager, companyId: string): Promise<void> {
  if (await db.exists(Customer, { where: { company_id: companyId } })) return;
  for (const customer of DEMO_CUSTOMERS) {
    await db.save(
      db.create(Customer, {
        ...customer,
        company_id: companyId,
        role_desc: contactRoleName(customer.contact_role),
      }),
    );
  }
}
