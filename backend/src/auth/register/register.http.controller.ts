import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  EMAIL_TAKEN_MESSAGE,
  type AuthResponse,
} from '@job-intake/contracts/identity/identity-api';
import { Public } from '../auth.decorators';
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
  @ApiCreatedResponse({ description: 'The new company admin, signed in: token, expires_in, user' })
  @ApiBadRequestResponse({ description: 'A field is missing or invalid (each is named)' })
  @ApiConflictResponse({ description: EMAIL_TAKEN_MESSAGE })
  register(@Body() body: RegisterRequestDto): Promise<AuthResponse> {
    return this.service.register(body);
  }
}
