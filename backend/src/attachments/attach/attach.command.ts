import type { AuthenticatedUser } from '../../request-context/authenticated-user';
import type { EventMetadata } from '../../event-store/event-store.port';
import type { AttachRequestDto } from './attach.request.dto';

export class AttachCommand {
  constructor(
    readonly user: AuthenticatedUser,
    readonly fields: AttachRequestDto,
    /** The files multer stored; they are removed again when the command is refused. */
    readonly uploaded: readonly Express.Multer.File[],
    readonly metadata: EventMetadata,
  ) {}
}
