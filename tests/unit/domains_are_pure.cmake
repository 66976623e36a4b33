# Domains are pure: no file under services/*/domain includes nlohmann-json, libpqxx, the events library (cw/events)
# or the database pool (cw/db.hpp). JSON lives in api/ and app/ views, SQL in store/, events in app/ and events/; the
# plain types domains share with the events are in libs/common (cw/money.hpp, cw/project_stage.hpp,
# cw/plan_limits.hpp). Run by ctest: cmake -DROOT=<repository> -P domains_are_pure.cmake
file(GLOB_RECURSE domain_files "${ROOT}/services/*/domain/*.hpp" "${ROOT}/services/*/domain/*.cpp"
     "${ROOT}/services/*/domain/*.h")
list(LENGTH domain_files count)
if(count EQUAL 0)
  message(FATAL_ERROR "no domain files under ${ROOT}/services: the check would pass without looking")
endif()
set(impure "")
foreach(file IN LISTS domain_files)
  file(STRINGS "${file}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](nlohmann/|pqxx|cw/events|cw/db\\.hpp)")
  foreach(line IN LISTS includes)
    file(RELATIVE_PATH relative "${ROOT}" "${file}")
    string(STRIP "${line}" line)
    string(APPEND impure "\n  ${relative}: ${line}")
  endforeach()
endforeach()
if(impure)
  message(FATAL_ERROR "domain files include JSON, libpqxx, the events library or the database:${impure}")
endif()
message(STATUS "${count} domain files, none includes nlohmann, pqxx, cw/events or cw/db.hpp")
