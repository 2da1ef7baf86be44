import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  REGISTRATION_RECEIVED_MESSAGE,
  type RegisterResponse,
} from '@job-intake/contracts/identity/identity-api';
import { Public } from '../../request-context/auth.decorators';
import { RegisterRequestDto } from './register.request.dto';
import { RegisterService } from './register.service';

@ApiTags('auth')
@Controller('auth')
export class RegisterHttpController {
  constructor(private readonly service: RegisterService) {}

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  @HttpCode(201)
  @ApiCreatedResponse({
    description: `{ message: "${REGISTRATION_RECEIVED_MESSAGE}" }, whether or not the e-mail already has an account; the account holder is e-mailed`,
  })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (each is named)' })
  register(@Body() body: RegisterRequestDto): Promise<RegisterResponse> {
    return this.service.register(body);
  }
}
