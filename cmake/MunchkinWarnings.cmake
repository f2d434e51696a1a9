# Our own code builds with every common warning as an error; third-party
# headers come in as SYSTEM so they cannot break that.
function(munchkin_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Werror -Wpedantic)
endfunction()
