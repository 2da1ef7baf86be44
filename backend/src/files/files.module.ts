import { Module } from '@nestjs/common';
import { FileStorage } from './file-storage.service';
import { ServeFileHttpController } from './serve-file/serve-file.http.controller';

/** Upload storage (DATA_DIR/uploads) and the public logo route. */
@Module({
  controllers: [ServeFileHttpController],
  providers: [FileStorage],
  exports: [FileStorage],
})
export class FilesModule {}
