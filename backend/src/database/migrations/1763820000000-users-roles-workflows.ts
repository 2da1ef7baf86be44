import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Rules of the users page the database keeps too: role names are unique within a company (case
 * does not matter), a role has at most one workflow step, and step positions do not repeat.
 */
export class UsersRolesWorkflows1763820000000 implements MigrationInterface {
  name = 'UsersRolesWorkflows1763820000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('CREATE UNIQUE INDEX roles_company_name ON roles (company_id, lower(name))');
    await db.query(
      'CREATE UNIQUE INDEX workflow_steps_company_role ON workflow_steps (company_id, role_id)',
    );
    await db.query(
      `ALTER TABLE workflow_steps ADD CONSTRAINT workflow_steps_company_position
         UNIQUE (company_id, position) DEFERRABLE INITIALLY DEFERRED`,
    );
    await db.query('CREATE INDEX memberships_company ON memberships (company_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX memberships_company');
    await db.query('ALTER TABLE workflow_steps DROP CONSTRAINT workflow_steps_company_position');
    await db.query('DROP INDEX workflow_steps_company_role');
    await db.query('DROP INDEX roles_company_name');
  }
}
