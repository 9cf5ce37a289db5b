import type { CateringFile } from '@commons/contract';
import { formatFileSize } from './file-size.ts';
import { fileTypeOf } from './file-type.ts';
import { paths } from '../../api/paths.ts';

const fileUrl = (fileName: string) => paths.file('catering', fileName);

/** The catering files: name, description, size and a download link; description and size give way on small screens. */
export function CateringTable({ files }: { files: readonly CateringFile[] }) {
  return (
    <div className="catering-table-wrap">
      <table className="catering-table">
        <caption className="visually-hidden">Catering files to download</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col" className="catering-table__wide">
              Description
            </th>
            <th scope="col" className="catering-table__wide">
              Size
            </th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((f) => {
            const size = formatFileSize(f.file_size);
            const details = [fileTypeOf(f.file), size].filter(Boolean).join(', ');
            return (
              <tr key={f.file}>
                <th scope="row" className="catering-table__name">
                  {f.title}
                </th>
                <td className="catering-table__wide">{f.description}</td>
                <td className="catering-table__wide catering-table__size">{size}</td>
                <td className="catering-table__download">
                  <a className="button button--ghost" href={fileUrl(f.file)} download={f.file}>
                    Download{' '}
                    <span className="visually-hidden">
                      {f.title}
                      {details ? ` (${details})` : ''}
                    </span>
                  </a>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
