import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormCaller } from '../../core/bridge';
import { formFile } from '../../components/uploadImages';
import { refuseSearchFile, type SearchRefusal } from './searchImageInput';

/** The image being searched with: its file and a URL that shows it. */
export interface QueryImage {
  readonly file: File;
  readonly url: string;
}

/**
 * The search window's state: the image searched with, a refusal before sending, and the
 * search itself (POST /orders/searchByImage through the form caller: main in the desktop app).
 */
export function useImageSearch() {
  const callForm = useFormCaller();
  const [query, setQuery] = useState<QueryImage | null>(null);
  const [refusal, setRefusal] = useState<SearchRefusal | null>(null);
  const search = useMutation({
    mutationFn: async (file: File) =>
      callForm('POST /orders/searchByImage', { parts: { image: await formFile(file) } }),
  });

  useEffect(() => (query ? () => URL.revokeObjectURL(query.url) : undefined), [query]);

  /** Checks the file and, when it may be sent, shows it and searches with it. */
  const searchWith = (file: File | null, emptyRefusal: SearchRefusal = 'imageSearch.errors.notImage') => {
    const refused = file ? refuseSearchFile(file) : emptyRefusal;
    setRefusal(refused);
    if (refused || !file) return;
    setQuery({ file, url: URL.createObjectURL(file) });
    search.mutate(file);
  };

  return { query, refusal, search, searchWith, refuse: setRefusal };
}
