# cw_embed_migrations(<target> <dir>): compiles every <dir>/NNNN_name.sql into <target> so a service binary
# carries its own schema history (nothing to ship beside it, nothing to find at run time).
set(CW_EMBED_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/embed_migrations_run.cmake)

function(cw_embed_migrations target dir function_name)
  file(GLOB sql_files CONFIGURE_DEPENDS ${dir}/*.sql)
  list(SORT sql_files)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${target}_migrations.cpp)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DOUT=${out} -DFUNCTION=${function_name} "-DFILES=${sql_files}" -P ${CW_EMBED_SCRIPT}
    DEPENDS ${sql_files} ${CW_EMBED_SCRIPT}
    COMMENT "Embedding migrations of ${target}"
    VERBATIM)
  target_sources(${target} PRIVATE ${out})
endfunction()
