# Precompiled headers: the third-party headers nearly every source includes (nlohmann-json, libpqxx, cpp-httplib,
# spdlog and the standard library's containers) are parsed once, into cw_pch, and every C++ target of the tree
# reuses that result instead of parsing them again per file (cpp-httplib alone is 10,000 lines of implementation).
# cw_pch links what cw_common links, so its compile options and definitions are the ones every target sees; a target
# whose options differ would get GCC's "not used" and parse the headers as before, never a wrong build. Measured on
# this 2-core machine: the libraries and services took 690 CPU-seconds to compile, 558 with these headers.
add_library(cw_pch STATIC ${CMAKE_CURRENT_LIST_DIR}/pch.cpp)
target_link_libraries(cw_pch PUBLIC
  PkgConfig::PQXX PkgConfig::HIREDIS PkgConfig::HTTPLIB PkgConfig::SODIUM
  spdlog::spdlog nlohmann_json::nlohmann_json Boost::system ZLIB::ZLIB Threads::Threads CURL::libcurl)
target_precompile_headers(cw_pch PUBLIC
  <algorithm> <chrono> <cstdint> <functional> <map> <memory> <mutex> <optional> <string> <unordered_map>
  <unordered_set> <variant> <vector>
  <httplib.h> <nlohmann/json.hpp> <pqxx/pqxx> <spdlog/spdlog.h>)

# cw_reuse_precompiled_headers(<folder>...): every C++ target defined in these folders (and below) reuses cw_pch's
# headers. The tests' targets do not: there it saved 4 % (gtest dominates) and changed what GCC 12 warns about. Nor
# does a target with the property CW_NO_PCH: the drawing library and its tools link neither spdlog nor the database
# clients, and the precompiled headers would make them need spdlog's fmt.
function(cw_reuse_precompiled_headers)
  set(folders ${CMAKE_SOURCE_DIR})
  while(folders)
    list(POP_FRONT folders folder)
    set(wanted FALSE)
    foreach(prefix IN LISTS ARGN)
      string(FIND "${folder}/" "${prefix}/" at)
      if(at EQUAL 0)
        set(wanted TRUE)
      endif()
    endforeach()
    if(wanted)
      get_property(targets DIRECTORY ${folder} PROPERTY BUILDSYSTEM_TARGETS)
      foreach(target IN LISTS targets)
        get_target_property(type ${target} TYPE)
        get_target_property(own_headers ${target} CW_NO_PCH)
        if(NOT target STREQUAL cw_pch AND NOT own_headers AND type MATCHES "^(STATIC_LIBRARY|EXECUTABLE)$")
          target_precompile_headers(${target} REUSE_FROM cw_pch)
        endif()
      endforeach()
    endif()
    get_property(children DIRECTORY ${folder} PROPERTY SUBDIRECTORIES)
    list(APPEND folders ${children})
  endwhile()
endfunction()
