// The translation unit of cw_pch (cmake/precompiled_headers.cmake): it only carries the precompiled headers.
