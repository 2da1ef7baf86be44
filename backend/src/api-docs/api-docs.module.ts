import { Module } from '@nestjs/common';
import { ApiDocsHttpController } from './api-docs.http.controller';
import { ApiDocument } from './api-document';

@Module({ controllers: [ApiDocsHttpController], providers: [ApiDocument] })
export class ApiDocsModule {}
