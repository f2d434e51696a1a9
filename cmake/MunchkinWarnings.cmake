# Our own code builds with every common warning as an error; third-party
# headers come in as SYSTEM so they cannot break that.
function(munchkin_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror -Wpedantic)
  # GCC 12 at -O3 (Release) reports overlapping memcpy inside libstdc++'s own
  # std::string code (GCC bug 105329): still shown, but not fatal.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 12
     AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE $<$<CONFIG:Release>:-Wno-error=restrict>)
  endif()
endfunction()
