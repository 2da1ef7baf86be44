import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type {
  AcceptInvitationResponse,
  InvitationDetails,
} from '@job-intake/contracts/identity/users-api';
import { Public } from '../../request-context/auth.decorators';
import { AcceptInvitationService } from './accept-invitation.service';
import { InvitationTokenRequestDto } from './invitation-token.request.dto';

/** The invitation link's page. The token travels in the body, kept out of access logs. */
@ApiTags('users')
@Public()
@UseGuards(ThrottlerGuard)
@Controller('invitation')
export class AcceptInvitationHttpController {
  constructor(private readonly service: AcceptInvitationService) {}

  @Post('lookup')
  @HttpCode(200)
  @ApiOkResponse({ description: 'The company, e-mail and role the invitation offers' })
  @ApiBadRequestResponse({ description: 'The token is wrong, used or expired' })
  lookup(@Body() body: InvitationTokenRequestDto): Promise<InvitationDetails> {
    return this.service.details(body.token);
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'Membership granted; redirect is /login, or the password form for a new account',
  })
  @ApiBadRequestResponse({ description: 'The token is wrong, used or expired' })
  accept(@Body() body: InvitationTokenRequestDto): Promise<AcceptInvitationResponse> {
    return this.service.accept(body.token);
  }
}
