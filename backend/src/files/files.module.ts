import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ServeDefaultLogoHttpController } from './default-logo/serve-default-logo.http.controller';
import { FileStorage } from './file-storage.service';
import { ServeFileHttpController } from './serve-file/serve-file.http.controller';
import { StoredFile } from './stored-file.entity';
import { StoredFiles } from './stored-files.reader';
import { createFileStore } from './storage/create-file-store';
import { FILE_STORE, type FileStore } from './storage/file-store.port';

/** Upload storage (the disk or a bucket, decision 0030) and the public logo routes. */
@Module({
  imports: [TypeOrmModule.forFeature([StoredFile])],
  // The default logo's fixed path first: the stored files' route would match it too.
  controllers: [ServeDefaultLogoHttpController, ServeFileHttpController],
  providers: [
    FileStorage,
    StoredFiles,
    { provide: FILE_STORE, inject: [APP_CONFIG], useFactory: (c: AppConfig) => createFileStore(c) },
  ],
  exports: [FileStorage, StoredFiles, FILE_STORE],
})
export class FilesModule implements OnApplicationShutdown {
  constructor(@Inject(FILE_STORE) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    this.store.close?.();
  }
}
