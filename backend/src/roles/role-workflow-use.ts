import type { EntityManager } from 'typeorm';

/**
 * Whether a workflow step has the role, asked when its Assignable to Workflow is switched off.
 * The workflows module answers it (decision 0034): it owns the steps and imports roles, so roles
 * names what it needs here and workflows provides it, instead of importing workflows.
 */
export abstract class RoleWorkflowUse {
  /** The position of the company's step that has the role, if one has it. */
  abstract stepPositionOf(
    companyId: string,
    roleId: string,
    db: EntityManager,
  ): Promise<number | undefined>;
}
