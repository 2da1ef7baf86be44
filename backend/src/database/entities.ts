import { PasswordReset } from '../auth/password-reset.entity';
import { Company } from '../companies/company.entity';
import { Permission } from '../roles/permission.entity';
import { Role } from '../roles/role.entity';
import { Membership } from '../users/membership.entity';
import { User } from '../users/user.entity';
import { WorkflowStep } from '../workflows/workflow-step.entity';
import { StoredFile } from '../files/stored-file.entity';
import { Field } from '../forms/entities/field.entity';
import { FormVariant } from '../forms/entities/form-variant.entity';
import { FormVersion } from '../forms/entities/form-version.entity';
import { Form } from '../forms/entities/form.entity';
import { Section } from '../forms/entities/section.entity';
import { Customer } from '../customers/customer.entity';

/** Every TypeORM entity (the configuration tables); their schema comes from the migrations. */
export const entities = [
  Company,
  Permission,
  Role,
  User,
  Membership,
  WorkflowStep,
  PasswordReset,
  StoredFile,
  Form,
  Section,
  Field,
  FormVariant,
  FormVersion,
  Customer,
];
